// The preview pane of each collection that has a page (./pages.ts): a Decap component (made
// with Decap's React) holding a root of the site's React, which renders the page with the
// entry being edited over the other files as the backend has them. Decap renders its
// preview component again on every change in the form; the root follows. When the focus
// moves to another entry or section of the form, the page scrolls to where it appears.
// The page's views, the site's theme and i18next are loaded when a preview first opens (a
// chunk of their own: gatsby/admin/bundle.ts), not with the form.
import { createElement } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { contentFiles } from '../../content/schemas';
import { fromForm } from '../forms/advanced';
import { LIST_FIELD, SOURCE_FIELD } from '../forms/formats';
import type { ImmutableValue, PreviewProps } from '../decap/types';
import { type EditingPlace, currentEditingPlace, onEditingPlace } from './editing-place';
import { IMAGE_WIDGET } from '../forms/form-names';
import { decapPicture } from '../decap/assets';
import { storedPicture } from '../pictures/media';
import {
  loadStoredContent,
  onStoredContentChange,
  storedContent,
  storedTexts,
} from '../publishing/stored-content';
import type { PictureData, PreviewTemplate } from './page-views';

/** The preview's page and all it draws with, loaded once, when a preview first opens. */
let previewPage: typeof import('./PreviewPage') | undefined;
let loadingPreviewPage: Promise<typeof import('./PreviewPage')> | undefined;
const loadPreviewPage = () =>
  (loadingPreviewPage ??= import('./PreviewPage').then((loaded) => (previewPage = loaded)));
import { previewAnchor } from './anchors';
import { previewPages } from './pages';
import { say } from '../words/say';

/** The value the entry's file would hold: the form's data without the editor's own fields. */
function fileValue(collection: string, data: Record<string, unknown>): unknown {
  const file = `${collection}.yaml`;
  const spec = contentFiles.find((candidate) => candidate.file === file);
  if (spec?.shape === 'list')
    return ((data[LIST_FIELD] ?? []) as unknown[]).map((entry) => fromForm(file, entry));
  return fromForm(
    file,
    Object.fromEntries(Object.entries(data).filter(([key]) => key !== SOURCE_FIELD)),
  );
}

/** The configuration of the collection's image field, which Decap needs to find its pictures. */
function imageField(fields: unknown): ImmutableValue | undefined {
  for (const field of (fields as Iterable<ImmutableValue> | undefined) ?? []) {
    if (field.get('widget') === IMAGE_WIDGET) return field;
    const nested =
      imageField(field.get('fields')) ?? imageField([field.get('field')].filter(Boolean));
    if (nested) return nested;
  }
  return undefined;
}

interface Bridge {
  props: PreviewProps & { fields?: unknown };
  container?: HTMLDivElement | null;
  root?: Root;
  stopListening?: () => void;
  stopFollowing?: () => void;
  /** The file's value the page was last drawn with. */
  value?: unknown;
  /** Counts the places followed: only the latest is scrolled to. */
  followed?: number;
  renderPage(): void;
  follow(place: EditingPlace): void;
}

/**
 * Scrolls the frame (and only the frame: `scrollIntoView` would move the form's pane too)
 * to the element, below the page's sticky header as the page's own anchors land.
 */
function scrollFrameTo(frame: Document, id: string): boolean {
  const target = frame.getElementById(id);
  const view = frame.defaultView;
  if (!target || !view) return false;
  const padding = parseFloat(view.getComputedStyle(frame.documentElement).scrollPaddingTop) || 0;
  view.scrollTo({ top: target.getBoundingClientRect().top + view.scrollY - padding });
  return true;
}

/**
 * Scrolls to the element once the page is drawn: a preview opened after the focus moved (the
 * eye, on a phone), or a focus that moved while the stored content was still being read.
 * `current`: false once the focus has moved on, so an older scroll never lands after a newer.
 */
function scrollWhenDrawn(frame: Document, id: string, current: () => boolean, frames = 600) {
  if (current() && !scrollFrameTo(frame, id) && frames > 0)
    requestAnimationFrame(() => scrollWhenDrawn(frame, id, current, frames - 1));
}

function previewOf(collection: string, template: PreviewTemplate) {
  const file = `${collection}.yaml`;
  return window.createClass({
    componentDidMount(this: Bridge) {
      this.root = createRoot(this.container!);
      if (!previewPage)
        void loadPreviewPage().then(
          () => this.renderPage(),
          (error: Error) =>
            this.root?.render(
              createElement(
                'p',
                null,
                say({
                  en: `The preview could not be loaded (${error.message}). Reload the page to try again.`,
                  nl: `De voorvertoning kon niet worden geladen (${error.message}). Laad de pagina opnieuw om het nog eens te proberen.`,
                }),
              ),
            ),
        );
      this.stopListening = onStoredContentChange(() => this.renderPage());
      this.stopFollowing = onEditingPlace((place) => this.follow(place));
      loadStoredContent().catch((error: Error) =>
        this.root?.render(
          createElement(
            'p',
            null,
            say({
              en: `The preview could not read the stored files (${error.message}).`,
              nl: `De voorvertoning kon de opgeslagen bestanden niet lezen (${error.message}).`,
            }),
          ),
        ),
      );
      this.renderPage();
      const place = currentEditingPlace();
      if (place) this.follow(place);
    },
    componentDidUpdate(this: Bridge) {
      this.renderPage();
    },
    componentWillUnmount(this: Bridge) {
      this.stopListening?.();
      this.stopFollowing?.();
      this.root?.unmount();
    },
    renderPage(this: Bridge) {
      const { entry, getAsset, document: frame, fields } = this.props;
      const data = (entry.get('data') as ImmutableValue).toJS() as Record<string, unknown>;
      this.value = fileValue(collection, data);
      const stored = storedContent();
      if (!stored || !previewPage)
        return this.root?.render(
          createElement('p', null, say({ en: 'Loading the page…', nl: 'De pagina laden…' })),
        );
      const values = { ...stored, [file]: this.value };
      const field = imageField(fields);
      const rerender = () => this.renderPage();
      const picture: PictureData = (from, value) => {
        const address =
          (from === file ? decapPicture(getAsset, field, value) : undefined) ??
          storedPicture(`data/${from}`, value, rerender);
        return address
          ? {
              layout: 'constrained',
              width: 1200,
              height: 800,
              images: { fallback: { src: address }, sources: [] },
            }
          : null;
      };
      this.root?.render(
        createElement(previewPage.PreviewPage, {
          template,
          values,
          texts: storedTexts(),
          picture,
          frame,
        }),
      );
    },
    follow(this: Bridge, place: EditingPlace) {
      const anchor = previewAnchor(collection, this.value, place);
      const turn = (this.followed = (this.followed ?? 0) + 1);
      if (anchor) scrollWhenDrawn(this.props.document, anchor, () => this.followed === turn);
    },
    render(this: Bridge) {
      return window.h('div', {
        ref: (element: HTMLDivElement | null) => (this.container = element),
      });
    },
  } as object);
}

export function registerPreviews() {
  for (const [collection, template] of Object.entries(previewPages))
    window.CMS.registerPreviewTemplate(collection, previewOf(collection, template));
}
