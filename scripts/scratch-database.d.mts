export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase>;
