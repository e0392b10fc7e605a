import { useTranslation } from 'react-i18next';
import { Layout, type LayoutContent } from '../layout/Layout';
import { ButtonLink } from '../shared/ButtonLink';
import { buttonRowStyle } from '../shared/buttonStyles';
import { PageIntro } from '../shared/PageIntro';
import { routePath } from '../../core/routes';

/** The page-not-found screen: src/templates/NotFoundPage.tsx feeds it the frame's content. */
export function NotFoundView({ layout }: { layout: LayoutContent }) {
  const { t } = useTranslation('notFound');
  return (
    <Layout routeId="notFound" content={layout}>
      <PageIntro title={t('heading')} intro={t('text')} fill>
        <div css={[buttonRowStyle, buttonsStyle]}>
          <ButtonLink to={routePath('home')}>{t('goHome')}</ButtonLink>
          <ButtonLink to={routePath('contact')} variant="onDark">
            {t('contactUs')}
          </ButtonLink>
        </div>
      </PageIntro>
    </Layout>
  );
}

const buttonsStyle = { marginTop: '2rem', paddingBottom: '4rem' } as const;
