import { useT } from '../i18n/I18nContext';
import styles from './Pager.module.css';

type PagerProps = { page: number; totalPages: number; onPage: (page: number) => void; label: string };

/** Previous / 'Page N of M' / Next, for any paged list. */
export default function Pager({ page, totalPages, onPage, label }: PagerProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className="button secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span>{t('pager.pageOf', { page, pages: totalPages })}</span>
      <button type="button" className="button secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
