// The parts of Decap CMS (`window.CMS`, `h` and `createClass`, set by ./app.ts) and of its
// backends that the editor's own code uses, typed as Decap documents them: the registry
// (CMS.register…) and a backend implementation's methods (decap-cms-lib-util's
// `Implementation`). Decap runs React 19 and the site React 18: Decap's components are made
// with its `h`/`createClass`, and the site's are rendered into them by the site's React.
import type { ComponentType } from 'react';

/** An Immutable.js value as Decap passes entries and fields. */
export interface ImmutableValue {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  toJS(): unknown;
}

/** A file a save writes: its path from the repository's root and its new text. */
export interface DataFile {
  path: string;
  raw: string;
}

/** A picture uploaded in the editor, committed with the entry that points at it. */
export interface AssetProxy {
  path: string;
  url: string;
  fileObj?: File;
  toString(): string;
}

export interface MediaFile {
  path: string;
  /** The backend's version of the file: its Git blob SHA, or a hash of its bytes. */
  id?: string;
  name?: string;
  file?: Blob;
  url?: string;
}

/** A backend as Decap's core calls it (GitHub, the local proxy). */
export interface BackendImplementation {
  getEntry(path: string): Promise<{ file: { path: string; id?: string }; data: string }>;
  entriesByFolder(
    folder: string,
    extension: string,
    depth: number,
  ): Promise<Array<{ file: { path: string; id?: string }; data: string }>>;
  /** The entries of a file collection (Decap's Implementation.entriesByFiles). */
  entriesByFiles?(
    files: Array<{ path: string; label?: string }>,
  ): Promise<Array<{ file: { path: string; id?: string }; data: string }>>;
  allEntriesByFolder?(
    folder: string,
    extension: string,
    depth: number,
  ): Promise<Array<{ file: { path: string; id?: string }; data: string }>>;
  getMedia(folder?: string): Promise<MediaFile[]>;
  getMediaFile(path: string): Promise<MediaFile>;
  persistEntry(
    entry: { dataFiles: DataFile[]; assets: AssetProxy[] },
    options: object,
  ): Promise<void>;
  persistMedia(file: AssetProxy, options: object): Promise<MediaFile>;
  deleteFiles(paths: string[], commitMessage: string): Promise<void>;
  /** Signing out (Decap's Implementation.logout). */
  logout?(): Promise<void> | void;
}

export interface PreviewProps {
  entry: ImmutableValue;
  getAsset(path: string, field?: unknown): AssetProxy | string;
  document: Document;
  window: Window;
}

export interface WidgetControlProps {
  value?: string;
  entry: ImmutableValue;
  getAsset(path: string, field?: unknown): AssetProxy | string;
  [prop: string]: unknown;
}

/** A component class made with Decap's own React (create-react-class). */
export type DecapComponent = ComponentType<never>;

export interface DecapCms {
  init(options?: object): void;
  registerLocale(locale: string, phrases: object): void;
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile(text: string): object; toFile(data: object): string },
  ): void;
  registerBackend(name: string, backend: new (...args: unknown[]) => object): void;
  getBackend(name: string): { init(...args: unknown[]): BackendImplementation } | undefined;
  registerPreviewTemplate(name: string, component: DecapComponent): void;
  registerWidget(
    widget:
      | {
          name: string;
          controlComponent: DecapComponent;
          previewComponent?: DecapComponent;
          schema?: object;
        }
      | object[],
  ): void;
  getWidget(name: string): { control: DecapComponent; preview?: DecapComponent; schema?: object };
}

/** Decap's React: `h` is its createElement, `createClass` its create-react-class. */
export interface DecapReact {
  h(type: unknown, props?: object | null, ...children: unknown[]): unknown;
  createClass(spec: object): DecapComponent;
}

declare global {
  interface Window {
    CMS: DecapCms;
    h: DecapReact['h'];
    createClass: DecapReact['createClass'];
  }
}
