// The image field: Decap's own, asked for its picture again when a stored picture arrives
// (./media.ts explains why it has to be), and writing a chosen picture's path as the files
// write theirs. Registered as IMAGE_WIDGET, which the generated configuration gives every
// image field (gatsby/admin/decap-config.ts).
import type { WidgetControlProps } from '../decap/types';
import { decapPicture } from '../decap/assets';
import { drawnAgainOnRequest, redraw } from '../decap/widget-rendering';
import { storedPicture } from './media';
import { IMAGE_WIDGET } from '../forms/form-names';

/**
 * Decap drops the leading `./` of the field's public folder (`./images/partners`) from the
 * path it writes; the files write every picture from their own folder as `./images/…`.
 */
export const asWrittenInFiles = (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^(\.{1,2}\/|\/|[a-z]+:)/i.test(value)
    ? `./${value}`
    : value;

export function registerImageWidget() {
  const image = window.CMS.getWidget('image');
  const control = window.createClass({
    // Drawn on every change of the form (Decap's field inside decides for itself), and again
    // when a stored picture it asked for has arrived.
    ...drawnAgainOnRequest,
    render(this: { props: WidgetControlProps }) {
      const props = this.props;
      const entryFile = String(props.entry.get('path'));
      const arrived = redraw(this);
      // A new function after each arrival: Decap's field re-reads its picture when it changes.
      const getAsset = (value: string, field?: unknown) =>
        decapPicture(props.getAsset, field, value) ??
        storedPicture(entryFile, value, arrived) ??
        props.getAsset(value, field);
      const onChange = (value: unknown, ...rest: unknown[]) =>
        (props.onChange as (...args: unknown[]) => void)(asWrittenInFiles(value), ...rest);
      return window.h(image.control, { ...props, getAsset, onChange });
    },
  } as object);
  window.CMS.registerWidget({
    name: IMAGE_WIDGET,
    controlComponent: control,
    previewComponent: image.preview,
    schema: image.schema,
  });
}
