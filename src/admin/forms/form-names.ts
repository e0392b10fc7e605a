// Names the generated configuration (gatsby/admin/decap-config.ts) and the editor's code
// share: Node reads this module too, so it imports nothing of the browser's.

/** Decap's backends the site can use (gatsby/admin/backend.ts), each registered checked. */
export const checkedBackends = ['proxy'] as const;

/** The name a backend is registered under with its writes checked (../publishing/checked-backend.ts). */
export const checkedName = (name: string) => `checked-${name}`;

/** The image field that shows stored pictures (../pictures/image-widget.ts). */
export const IMAGE_WIDGET = 'site-image';
