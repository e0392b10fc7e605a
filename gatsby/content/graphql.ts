import type { z } from 'zod';
import { fieldMeta } from './fields';
import { contentFiles } from './schemas';

type AnySchema = z.ZodType & {
  def: { type: string; innerType?: AnySchema; element?: AnySchema; shape?: z.ZodRawShape };
};

/** An optional field's schema without the wrapper, and whether it was optional. */
function unwrap(schema: AnySchema): { schema: AnySchema; optional: boolean } {
  return schema.def.type === 'optional' && schema.def.innerType
    ? { schema: schema.def.innerType, optional: true }
    : { schema, optional: false };
}

const builtInTypes = new Set(['String', 'Int', 'Float', 'Boolean', 'File']);

function fieldLines(shape: z.ZodRawShape, nestedTypes: Map<string, string>): string {
  return Object.entries(shape)
    .map(([name, raw]) => {
      const { schema, optional } = unwrap(raw as AnySchema);
      const meta = fieldMeta(schema);
      if (!meta) throw new Error(`gatsby/content: field "${name}" has no GraphQL declaration`);
      // A group of fields, or a list of them, gets a GraphQL type of its own. (A localized
      // text is a group in YAML too, but GraphQL declares it as a String.)
      const typeName = meta.graphql.replace(/^\[(\w+)!\]$/, '$1');
      const group = typeName === meta.graphql ? schema : schema.def.element;
      if (!builtInTypes.has(typeName) && group?.def.shape && !nestedTypes.has(typeName)) {
        nestedTypes.set(
          typeName,
          `type ${typeName} @dontInfer {\n${fieldLines(group.def.shape, nestedTypes)}\n}`,
        );
      }
      const directives = meta.directives ? ` ${meta.directives}` : '';
      return `  ${name}: ${meta.graphql}${optional ? '' : '!'}${directives}`;
    })
    .join('\n');
}

/**
 * The GraphQL declaration of every content type, written from the content model, for
 * createTypes. `@dontInfer`: a field the model does not declare is an error, not a guess.
 */
export function contentTypeDefs(): string {
  const nestedTypes = new Map<string, string>();
  const nodeTypes = contentFiles.map(
    (file) =>
      `type ${file.type} implements Node @dontInfer {\n${fieldLines(file.fields, nestedTypes)}\n}`,
  );
  return [...nodeTypes, ...nestedTypes.values()].join('\n\n');
}
