import type { GatsbySSR } from 'gatsby';
import { themeBootScript } from './src/preferences/theme';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setPreBodyComponents }) => {
  setPreBodyComponents([
    <script key="theme-boot" dangerouslySetInnerHTML={{ __html: themeBootScript }} />,
  ]);
};
