/**
 * The icons a YAML file can name in an `icon` field, with their line drawings (24 × 24):
 * the content model takes the names (src/content/schemas.ts), ContentIcon draws them.
 */
export const iconPaths = {
  plane: 'M2.5 19h19M3 13.5l5.5 1.5 4-7.5 2 .5-1.5 8 4 1 1.5-2 1.5.5-1 4-16-4z',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  customs: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h4M3 7v13h2',
  snowflake: 'M12 2v20M4.5 6.5l15 11M19.5 6.5l-15 11M9 4l3 2 3-2M9 20l3-2 3 2',
  truck:
    'M2 6h11v10H2zM13 9h4l4 4v3h-8M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
} as const;

export type ContentIconName = keyof typeof iconPaths;

export const contentIconNames = Object.keys(iconPaths) as ContentIconName[];
