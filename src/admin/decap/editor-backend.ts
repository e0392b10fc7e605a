import type { BackendImplementation } from './types';

let resolveBackend: (backend: BackendImplementation) => void;

/** The backend the editor works with, once Decap has made it (../publishing/checked-backend.ts). */
export const editorBackend = new Promise<BackendImplementation>((resolve) => {
  resolveBackend = resolve;
});

export const setEditorBackend = (backend: BackendImplementation) => resolveBackend(backend);
