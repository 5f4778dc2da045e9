export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** `template` names a database to copy (none may be connected to it meanwhile). */
export function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase>;
