// `gatsby-plugin-image` in the editor's preview: the templates' getImage, reading the
// picture data the preview makes (../page-views.tsx) as gatsby-plugin-image reads its own.
import type { IGatsbyImageData } from 'gatsby-plugin-image';

export type { IGatsbyImageData };

export function getImage(node: unknown): IGatsbyImageData | undefined {
  const data = (node as { gatsbyImageData?: IGatsbyImageData } | null)?.gatsbyImageData;
  return data ?? undefined;
}
