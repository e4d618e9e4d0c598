import { Link } from '../router/router';
import { usePageMeta } from '../seo/usePageMeta';
import { useT } from '../i18n/I18nContext';

export default function NotFoundPage() {
  const t = useT();
  usePageMeta({ title: t('notFound.title'), noindex: true });
  return (
    <section className="container" style={{ padding: '3rem 1rem' }}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button" to="/products">
        {t('common.browseProducts')}
      </Link>
    </section>
  );
}
