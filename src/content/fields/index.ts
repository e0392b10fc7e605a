// The field kinds of the content model, one module each (its schema, GraphQL type, words and
// editor widget together), and what every field is (./field.ts). ../schemas.ts declares each
// file's fields with these: `f.text(…)`, `f.image(…)`, `f.groups(…)`.
export * from './field';
export * from './text';
export * from './localized';
export * from './number';
export * from './date';
export * from './choice';
export * from './image';
export * from './list';
export * from './group';
