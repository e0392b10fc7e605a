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

function fieldLines(shape: z.ZodRawShape, nestedTypes: Map<string, string>): string {
  return Object.entries(shape)
    .map(([name, raw]) => {
      const { schema, optional } = unwrap(raw as AnySchema);
      const meta = fieldMeta(schema);
      if (!meta) throw new Error(`gatsby/content: field "${name}" has no GraphQL declaration`);
      const element = schema.def.element;
      const nestedName = meta.graphql.match(/^\[(\w+)!\]$/)?.[1];
      // A list of plain groups of fields (not of localized texts) gets a GraphQL type of its own.
      if (nestedName && element?.def.shape && !fieldMeta(element) && !nestedTypes.has(nestedName)) {
        nestedTypes.set(
          nestedName,
          `type ${nestedName} @dontInfer {\n${fieldLines(element.def.shape, nestedTypes)}\n}`,
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
