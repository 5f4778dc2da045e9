import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientProjectsQuery,
  createProjectBody,
  createProjectResponse,
  messageResponse,
  PROJECT_MESSAGES,
  projectFull,
  projectIdParams,
  projectListBody,
  projectSearchQuery,
  projectSubcourseBody,
  projectSubcourseParams,
  projectView,
  subcourseIdParams,
  updateProjectBody,
} from '@capstone/contracts';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { requireActor } from '../../plugins/auth';
import { deleteOwnProject } from './delete-project.service';
import {
  getProjectProfile,
  listClientProjects,
  listProjectsByIds,
  listSubcourseProjects,
  listUnapprovedProjects,
  searchProjects,
} from './read-projects.service';
import { approveProject, rejectProject, removeProjectFromTerm } from './review-project.service';
import { createProject, updateProject } from './save-project.service';

const tags = ['projects'];
const security = bearerSecurity;
const optional = { auth: 'optional' } as const;
const errors = errorResponses(400, 401, 403, 404);
const views = z.array(projectView);

/** Project routes, and the client's project list and project delete under `/api/client`. */
const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/projects/list',
    {
      config: optional,
      schema: { tags, body: projectListBody, response: { 200: views, ...errors } },
    },
    (request) => listProjectsByIds(ctx, request.actor, request.body.projects),
  );

  app.get(
    '/api/projects/:subcourseId',
    {
      config: { cache: 'versioned' },
      schema: { tags, security, params: subcourseIdParams, response: { 200: views, ...errors } },
    },
    (request) => listSubcourseProjects(ctx, requireActor(request), request.params.subcourseId),
  );

  app.get(
    '/api/project/profile/:projectId',
    {
      config: { cache: 'versioned' },
      schema: {
        tags,
        security,
        params: projectIdParams,
        response: { 200: projectView, ...errors },
      },
    },
    (request) => getProjectProfile(ctx, requireActor(request), request.params.projectId),
  );

  app.get(
    '/api/project/search',
    {
      config: { cache: 'versioned' },
      schema: {
        tags,
        security,
        querystring: projectSearchQuery,
        response: { 200: views, ...errors },
      },
    },
    (request) => searchProjects(ctx, requireActor(request), request.query),
  );

  app.post(
    '/api/project/create',
    {
      schema: {
        tags,
        security,
        body: createProjectBody,
        response: { 200: createProjectResponse, ...errors },
      },
    },
    async (request) => {
      const projectId = await createProject(ctx, requireActor(request), request.body);
      return { message: PROJECT_MESSAGES.added, project_id: projectId };
    },
  );

  app.put(
    '/api/project/update/:projectId',
    {
      schema: {
        tags,
        security,
        params: projectIdParams,
        body: updateProjectBody,
        response: { 200: projectFull, ...errors },
      },
    },
    (request) => updateProject(ctx, requireActor(request), request.params.projectId, request.body),
  );

  app.get(
    '/api/unapproved/projects/:subcourseId',
    {
      config: { cache: 'versioned' },
      schema: { tags, security, params: subcourseIdParams, response: { 200: views, ...errors } },
    },
    (request) => listUnapprovedProjects(ctx, requireActor(request), request.params.subcourseId),
  );

  app.put(
    '/api/project/approve/:projectId/:subcourseId',
    {
      schema: {
        tags,
        security,
        params: projectSubcourseParams,
        body: projectSubcourseBody,
        response: { 200: projectFull, ...errors },
      },
    },
    (request) => approveProject(ctx, requireActor(request), request.params, request.body, request),
  );

  app.put(
    '/api/project/reject/:projectId',
    {
      schema: {
        tags,
        security,
        params: projectIdParams,
        response: { 200: projectFull, ...errors },
      },
    },
    (request) => rejectProject(ctx, requireActor(request), request.params.projectId, request),
  );

  app.delete(
    '/api/project/unapprove/:projectId/:subcourseId',
    {
      schema: {
        tags,
        security,
        params: projectSubcourseParams,
        body: projectSubcourseBody,
        response: { 200: projectFull, ...errors },
      },
    },
    (request) =>
      removeProjectFromTerm(ctx, requireActor(request), request.params, request.body, request),
  );

  app.get(
    '/api/client/projects',
    {
      config: { ...optional, cache: 'versioned' },
      schema: { tags, querystring: clientProjectsQuery, response: { 200: views, ...errors } },
    },
    (request) => listClientProjects(ctx, request.actor, request.query),
  );

  app.delete(
    '/api/client/delete/project/:projectId',
    {
      schema: {
        tags,
        security,
        params: projectIdParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await deleteOwnProject(ctx, requireActor(request), request.params.projectId);
      return { message: PROJECT_MESSAGES.deleted };
    },
  );
};

export default projectsRoutes;
