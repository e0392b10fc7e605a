// Who writes through the content API, as every store's commit and every draft's record name them.

/** A person as the server knows them: a stable id (Access's `sub`, GitHub's user id), a name, an e-mail. */
export interface Author {
  id: string;
  name: string;
  email: string;
  /** The directory's groups the sign-in found them in (./roles.ts), for their roles only. */
  groups?: string[];
}
