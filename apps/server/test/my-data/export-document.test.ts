import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myDataExportDocument } from '@capstone/contracts';
import { createTestApp, GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';
import { seedStudentWorld, type StudentWorld } from './my-data-fixtures';

let t: TestApp;
let w: StudentWorld;
beforeAll(async () => {
  t = await createTestApp({ budgets: GENEROUS_BUDGETS });
  w = await seedStudentWorld(t);
});
afterAll(() => t.close());

interface JsonSchema {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}

/** The schema of a route's 200 answer, as the OpenAPI document publishes it. */
async function documented(path: string) {
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, { get: { responses: Record<string, unknown> } }>;
  }>();
  const ok = spec.paths[path]?.get.responses['200'] as {
    description: string;
    content: Record<string, { schema: JsonSchema }>;
  };
  return { description: ok.description, schema: ok.content['application/json']!.schema };
}

describe('the export document', () => {
  it('is described by the OpenAPI document of both export routes, one shape per account type', async () => {
    for (const path of [
      '/api/{role}/me/export',
      '/api/staff/subcourse/{subcourseId}/students/{studentId}/export',
    ]) {
      const { description, schema } = await documented(path);
      expect(description).toContain('capstone-my-data/1');
      expect(schema.type).not.toBe('string');
      const shapes = schema.anyOf ?? [];
      const keys = shapes.map((shape) => Object.keys(shape.properties ?? {}));
      expect(keys).toEqual([
        expect.arrayContaining(['format', 'generated_at', 'scope', 'account', 'enrolments']),
        expect.arrayContaining(['format', 'account', 'staff_memberships', 'dashboard_links']),
        expect.arrayContaining(['format', 'account', 'course_applications', 'projects']),
      ]);
      for (const shape of shapes) {
        expect(Object.keys(shape.properties ?? {})).toEqual(
          expect.arrayContaining(['emails', 'audit_events', 'sign_in_codes']),
        );
      }
      const student = shapes[0]!.properties!;
      // The student export's account is the full profile, or in a staff export who they are.
      expect(student.account!.anyOf?.map((shape) => Object.keys(shape.properties ?? {}))).toEqual([
        expect.arrayContaining(['zid', 'experiences', 'has_password', 'created_at']),
        ['type', 'id', 'name', 'email', 'zid'],
      ]);
    }
  });

  it('matches the schema for every account type and for a staff export, field for field', async () => {
    const exports = [
      ['/api/student/me/export', w.student.headers],
      ['/api/staff/me/export', w.admin.headers],
      ['/api/client/me/export', w.client.headers],
      [`/api/staff/subcourse/${w.subcourse.id}/students/${w.student.id}/export`, w.admin.headers],
    ] as const;
    for (const [url, headers] of exports) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      const doc = response.json();
      // Parsing keeps only the fields the schema names: nothing may be missing from it.
      expect(myDataExportDocument.parse(doc)).toEqual(doc);
    }
  });
});
