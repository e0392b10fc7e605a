import { type ReactNode, createContext, useContext } from 'react';

/** A flag's drawing, from its file src/i18n/flags/<flag>.svg (read by gatsby/flags.ts). */
export interface FlagDrawing {
  viewBox: string;
  /** The markup inside the file's <svg> element. */
  body: string;
}

/** Every language's flag, by the file name languageInfo gives it (`gb`, `nl`). */
export type Flags = Record<string, FlagDrawing>;

const FlagsContext = createContext<Flags>({});

/**
 * The flags reach the page with its page context (gatsby/page-specs.ts), so they are drawn
 * inline in the HTML and cost no request of their own; this puts them where FlagIcon reads.
 */
export function FlagsProvider({ flags, children }: { flags: Flags; children: ReactNode }) {
  return <FlagsContext.Provider value={flags}>{children}</FlagsContext.Provider>;
}

export const useFlag = (flag: string): FlagDrawing | undefined => useContext(FlagsContext)[flag];
