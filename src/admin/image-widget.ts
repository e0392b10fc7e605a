// The image field: Decap's own, asked for its picture again when a stored picture arrives
// (./media.ts explains why it has to be). Registered as IMAGE_WIDGET, which the generated
// configuration gives every image field (src/admin/decap-config.ts).
import type { WidgetControlProps } from './decap';
import { decapPicture, storedPicture } from './media';
import { IMAGE_WIDGET } from './names';

interface ImageControl {
  props: WidgetControlProps;
  state: { arrivals: number };
  mounted: boolean;
  setState(state: { arrivals: number }): void;
}

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
      return window.h(image.control, { ...props, getAsset });
    },
  } as object);
  window.CMS.registerWidget({
    name: IMAGE_WIDGET,
    controlComponent: control,
    previewComponent: image.preview,
    schema: image.schema,
  });
}
