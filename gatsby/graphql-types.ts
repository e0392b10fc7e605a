import { type FieldDescription, describeFields } from '../src/content/fields';
import { contentFiles } from '../src/content/schemas';

function fieldLines(fields: FieldDescription[], nestedTypes: Map<string, string>): string {
  return fields
    .map(({ name, required, meta, shape }) => {
      // A group of fields, or a list of them, gets a GraphQL type of its own. (A localized
      // text is a group in YAML too, but GraphQL declares it as a String.)
      if (shape.kind === 'group') {
        const typeName = meta.graphql.replace(/^\[(\w+)!\]$/, '$1');
        if (!nestedTypes.has(typeName))
          nestedTypes.set(
            typeName,
            `type ${typeName} @dontInfer {\n${fieldLines(shape.fields, nestedTypes)}\n}`,
          );
      }
      const directives = meta.directives ? ` ${meta.directives}` : '';
      return `  ${name}: ${meta.graphql}${required ? '!' : ''}${directives}`;
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
      `type ${file.type} implements Node @dontInfer {\n${fieldLines(describeFields(file.fields), nestedTypes)}\n}`,
  );
  return [...nodeTypes, ...nestedTypes.values()].join('\n\n');
}
