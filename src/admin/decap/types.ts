// The parts of Decap CMS (`window.CMS`, `h` and `createClass`, set by ./app.ts) and of its
// backends that the editor's own code uses, typed as Decap documents them: the registry
// (CMS.register…) and a backend implementation's methods (decap-cms-lib-util's
// `Implementation`). The editor's page runs one React, Decap's 19 (gatsby/admin/bundle.ts):
// Decap's components are made with its `h`/`createClass`, and the site's views are rendered
// into them in a root of their own (../preview/register.ts).
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

/** What Decap's core passes a backend's persistEntry (decap-cms-core's backend.ts). */
export interface PersistOptions {
  commitMessage?: string;
  collectionName?: string;
  /** Drafts on: the save goes to the entry's draft (Decap's editorial workflow). */
  useWorkflow?: boolean;
  /** The entry has a draft already: the save moves it. */
  unpublished?: boolean;
  status?: string;
}

/** A draft as the editorial workflow's backend describes it: its files that differ from the publishing branch. */
export interface UnpublishedEntry {
  collection: string;
  slug: string;
  status: string;
  diffs: Array<{ path: string; newFile: boolean; id: string }>;
  updatedAt: string;
  pullRequestAuthor?: string;
}

/** A backend as Decap's core calls it (its proxy backend, here speaking the content API). */
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
    entry: { dataFiles: Array<DataFile & { slug?: string }>; assets: AssetProxy[] },
    options: PersistOptions,
  ): Promise<void>;
  /** The editorial workflow's (drafts on): a draft, by its id or its collection and slug. */
  unpublishedEntry?(which: {
    id?: string;
    collection?: string;
    slug?: string;
  }): Promise<UnpublishedEntry>;
  /** A file of a draft, by its path and its version there (or the draft's branch, without one). */
  unpublishedEntryDataFile?(
    collection: string,
    slug: string,
    path: string,
    id: string | undefined,
  ): Promise<string>;
  publishUnpublishedEntry?(collection: string, slug: string): Promise<void>;
  updateUnpublishedEntryStatus?(collection: string, slug: string, status: string): Promise<void>;
  deleteUnpublishedEntry?(collection: string, slug: string): Promise<void>;
  /** A note on a draft (Decap's notes pane): the note as written. */
  addNote?(collection: string, slug: string, note: { content: string }): Promise<unknown>;
  persistMedia(file: AssetProxy, options: object): Promise<MediaFile>;
  deleteFiles(paths: string[], commitMessage: string): Promise<void>;
  /** The page Decap shows to sign in (Decap's Implementation.authComponent). */
  authComponent?(): DecapComponent;
  /** Signing in, and a stored sign-in taken up again at a reload (Decap's Implementation). */
  authenticate(credentials: unknown): Promise<unknown>;
  restoreUser(user: unknown): Promise<unknown>;
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
  getLocale(locale: string): object | undefined;
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
    /** Decap's sign-in page through a window at the site's own sign-in (./app.ts). */
    decapSignInPage: DecapComponent;
  }
}
