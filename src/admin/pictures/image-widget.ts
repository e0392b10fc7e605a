// The image field: Decap's own, asked for its picture again when a stored picture arrives
// (./media.ts explains why it has to be), and writing a chosen picture's path as the files
// write theirs. Registered as IMAGE_WIDGET, which the generated configuration gives every
// image field (gatsby/admin/decap-config.ts).
import type { WidgetControlProps } from '../decap/types';
import { decapPicture } from '../decap/assets';
import { storedPicture } from './media';
import { IMAGE_WIDGET } from '../forms/form-names';

interface ImageControl {
  props: WidgetControlProps;
  state: { arrivals: number };
  mounted: boolean;
  setState(state: { arrivals: number }): void;
}

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
    getInitialState() {
      return { arrivals: 0 };
    },
    // Decap's Widget asks its control whether to render again, and otherwise only does so
    // when the value changes: Decap's field, inside, decides for itself (a chosen picture
    // arrives as a changed `mediaPaths`, not a changed value).
    shouldComponentUpdate() {
      return true;
    },
    componentDidMount(this: ImageControl) {
      this.mounted = true;
    },
    componentWillUnmount(this: ImageControl) {
      this.mounted = false;
    },
    render(this: ImageControl) {
      const props = this.props;
      const entryFile = String(props.entry.get('path'));
      const arrived = () => this.mounted && this.setState({ arrivals: this.state.arrivals + 1 });
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
