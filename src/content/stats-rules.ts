// The home page's figures' own rule (data/stats.yaml, ./schemas.ts): each stat gives one
// figure, typed in (`target`) or counted from a list on the home page (`countOf`), which then
// never falls behind the list.
import type { FileRule } from './rules';

export const oneFigure: FileRule = ({ entries }) =>
  entries.flatMap((entry, index) =>
    (entry.target === undefined) === (entry.countOf === undefined)
      ? [
          {
            index,
            field: ['target'],
            says: {
              en: () =>
                `give either field "target" (a figure, such as 20) or field "countOf" (a list it counts, such as hubs), ${entry.target === undefined ? 'found neither' : 'not both'}`,
              nl: () =>
                `geef óf veld "target" (een getal, zoals 20) óf veld "countOf" (een lijst die het telt, zoals hubs), ${entry.target === undefined ? 'gevonden: geen van beide' : 'niet allebei'}`,
            },
          },
        ]
      : [],
  );
