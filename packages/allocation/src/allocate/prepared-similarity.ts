import type { SimilarityProvider } from '../similarity/similarity-provider';
import { TFIDF_PROVIDER_ID } from '../similarity/tfidf-provider';
import type { AllocationInput } from '../types';
import { buildInstance, similarityTable, type Instance, type SimilarityTable } from './instance';
import { tfidfSimilarityTable } from './tfidf-table';

/** A group's ranked projects (ids) and their similarities in thousandths, in its list's order. */
interface GroupRow {
  projects: string[];
  milli: Int16Array;
}

/**
 * The similarities of one allocation input, computed before the call (by the server when texts
 * change, or by a benchmark, as CBC is handed its coefficients): `allocateProjects(input,
 * { similarity: prepared })` then reads the ranked pairs' values by id instead of building texts,
 * vectors and dot products. Other pairs (the unranked fallback, locked pairs) are computed on
 * demand from what it was prepared with. Build one with `prepareSimilarity`.
 */
export class PreparedSimilarity {
  /** @internal Use `prepareSimilarity`. */
  constructor(
    /** Provider id, recorded with each run. */
    readonly id: string,
    private readonly rows: Map<string, GroupRow>,
    private readonly groupIndex: ReadonlyMap<string, number>,
    private readonly projectIndex: ReadonlyMap<string, number>,
    private readonly other: SimilarityTable,
  ) {}

  /**
   * Similarity table of `instance` (by its indexes). Ranked pairs are copied into a flat array
   * once; a group or project the similarities were not prepared for gets 0, with a warning.
   */
  tableFor(instance: Instance): SimilarityTable {
    const G = instance.groups.length;
    const P = instance.projects.length;
    const offset = new Int32Array(G + 1);
    for (let g = 0; g < G; g++)
      offset[g + 1] = (offset[g] as number) + (instance.preferences[g] as unknown[]).length;
    const ranked = new Int16Array(offset[G] as number);
    // Instance index -> prepared index, -1 when unknown.
    const groupAt = new Int32Array(G);
    const projectAt = new Int32Array(P);
    const missing: string[] = [];
    for (let p = 0; p < P; p++) {
      const id = (instance.projects[p] as { id: string }).id;
      projectAt[p] = this.projectIndex.get(id) ?? -1;
      if (projectAt[p] === -1) missing.push(`project ${id}`);
    }
    for (let g = 0; g < G; g++) {
      const id = (instance.groups[g] as { id: string }).id;
      groupAt[g] = this.groupIndex.get(id) ?? -1;
      const prefs = instance.preferences[g] as { project: number }[];
      if (groupAt[g] === -1) {
        missing.push(`group ${id}`);
        continue;
      }
      if (prefs.length === 0) continue;
      const row = this.rows.get(id);
      for (let r = 0; r < prefs.length; r++) {
        const p = (prefs[r] as { project: number }).project;
        const projectId = (instance.projects[p] as { id: string }).id;
        // Lists are a handful long, usually in the same order: a scan beats a map.
        const k = row ? row.projects.indexOf(projectId) : -1;
        ranked[(offset[g] as number) + r] =
          k >= 0
            ? ((row as GroupRow).milli[k] as number)
            : this.otherMilli(groupAt[g] as number, projectAt[p] as number);
      }
    }
    if (missing.length > 0) {
      const shown = missing.slice(0, 5).join(', ');
      instance.warnings.push(
        `Similarities were prepared for another input (no ${shown}${missing.length > 5 ? ', ...' : ''}); 0 used there.`,
      );
    }
    return {
      milli: (g, p) => {
        const prefs = instance.preferences[g] as { project: number }[];
        for (let r = 0; r < prefs.length; r++) {
          if ((prefs[r] as { project: number }).project === p)
            return ranked[(offset[g] as number) + r] as number;
        }
        return this.otherMilli(groupAt[g] as number, projectAt[p] as number);
      },
    };
  }

  private otherMilli(g: number, p: number): number {
    return g < 0 || p < 0 ? 0 : this.other.milli(g, p);
  }
}

/**
 * Computes the similarities `allocateProjects(input, { similarity: provider })` would use, once,
 * so later calls on the same input skip that work. Without `provider` (or with `undefined`), the
 * default: TF-IDF fitted on the input's own texts, the exact values of a call without the option.
 * A provider must already be prepared (`await provider.prepare(...)`).
 */
export function prepareSimilarity(
  input: AllocationInput,
  provider?: SimilarityProvider,
): PreparedSimilarity {
  const instance = buildInstance(input);
  const table = provider ? similarityTable(instance, provider) : tfidfSimilarityTable(instance);
  const rows = new Map<string, GroupRow>();
  instance.preferences.forEach((prefs, g) => {
    if (prefs.length === 0) return;
    rows.set((instance.groups[g] as { id: string }).id, {
      projects: prefs.map((x) => (instance.projects[x.project] as { id: string }).id),
      milli: Int16Array.from(prefs, (x) => table.milli(g, x.project)),
    });
  });
  return new PreparedSimilarity(
    provider ? provider.id : TFIDF_PROVIDER_ID,
    rows,
    instance.groupIndex,
    instance.projectIndex,
    table,
  );
}
