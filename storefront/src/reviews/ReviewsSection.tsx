import { useCallback, useEffect, useState } from 'react';
import { refusalMessage } from '../i18n/problems';
import { Link } from '../router/router';
import type { ReviewPage, ReviewStats } from '../../../common/reviews';
import { REVIEW_SORTS, type ReviewSort } from '../../../common/reviewLimits';
import { useAuth } from '../account/AuthContext';
import { storedShopperToken } from '../account/session';
import SelectField from '../forms/SelectField';
import { useI18n } from '../i18n/I18nContext';
import Pager from '../layout/Pager';
import { useToast } from '../toast/ToastContext';
import { reviewApi } from './api';
import ReviewForm from './ReviewForm';
import ReviewItem from './ReviewItem';
import ReviewSummary from './ReviewSummary';
import styles from './ReviewsSection.module.css';

type StatsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; stats: ReviewStats };
/** The last page shown stays on screen while the next one loads, so paging does not jump. */
type ListState = { status: 'loading' | 'error' | 'ready'; shown: ReviewPage | null };

/**
 * The Customer Reviews section of the detail screen (docs/product.md §2 Reviews section, §4 Review form, §6
 * login warnings). `onReviewed` hands the new stats to the page, so the product's own stars update too.
 */
export default function ReviewsSection({
  productId,
  onReviewed,
}: {
  productId: string;
  onReviewed: (stats: ReviewStats) => void;
}) {
  const { user, loading: sessionLoading } = useAuth();
  const { language, t } = useI18n();
  const toast = useToast();
  // While the stored session is being checked its token already tells the server who reads; the list
  // is fetched again only when the reader really changes (login, logout, a refused token).
  const readerToken = user || sessionLoading ? storedShopperToken() : null;
  const [stats, setStats] = useState<StatsState>({ status: 'loading' });
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [listLoads, setListLoads] = useState(0);
  const [list, setList] = useState<ListState>({ status: 'loading', shown: null });
  const [formOpen, setFormOpen] = useState(false);

  const loadStats = useCallback(
    () =>
      reviewApi.stats(productId).then(
        (loaded) => {
          setStats({ status: 'ready', stats: loaded });
          return loaded;
        },
        () => {
          setStats({ status: 'error' });
          return null;
        },
      ),
    [productId],
  );
  useEffect(() => {
    void loadStats();
  }, [loadStats]);

  useEffect(() => {
    let live = true;
    setList((current) => ({ status: 'loading', shown: current.shown }));
    reviewApi
      .page(productId, page, sort, readerToken)
      .then((loaded) => live && setList({ status: 'ready', shown: loaded }))
      .catch(() => live && setList((current) => ({ status: 'error', shown: current.shown })));
    return () => {
      live = false;
    };
  }, [productId, page, sort, readerToken, listLoads]);

  const reviewAdded = async () => {
    setFormOpen(false);
    setSort('newest');
    setPage(1);
    setListLoads((count) => count + 1);
    const fresh = await loadStats();
    if (fresh) onReviewed(fresh);
  };

  const retry = () => {
    setListLoads((count) => count + 1);
    if (stats.status === 'error') void loadStats();
  };

  const markHelpful = async (reviewId: string) => {
    if (!user) return toast.show(t('reviews.logInForHelpful'), 'info');
    try {
      const { helpful, message } = await reviewApi.markHelpful(reviewId);
      toast.show(language === 'en' ? message : t('reviews.helpfulThanks'), 'success', 'helpful');
      setList((current) =>
        current.shown
          ? {
              ...current,
              shown: {
                ...current.shown,
                reviews: current.shown.reviews.map((review) =>
                  review._id === reviewId ? { ...review, helpful } : review,
                ),
                votedReviewIds: [...current.shown.votedReviewIds, reviewId],
              },
            }
          : current,
      );
    } catch (failure) {
      toast.show(refusalMessage(failure, 'reviews.helpfulFailed'), 'error', 'helpful');
    }
  };

  const shown = list.shown;
  const reviewedByReader = Boolean(user && shown?.reviewedByYou);
  return (
    <section className={styles.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('reviews.heading')}</h2>
      <div aria-live="polite">
        {stats.status === 'loading' && <p className={styles.hint}>{t('reviews.summaryLoading')}</p>}
        {stats.status === 'error' && <p className={styles.error}>{t('reviews.summaryFailed')}</p>}
        {stats.status === 'ready' && <ReviewSummary stats={stats.stats} />}
      </div>

      <div className={styles.toolbar}>
        {/* Signed out, the way to write a review is to log in first (and come back to this shirt). */}
        {!user ? (
          <Link to="/login" state={{ from: `/products/${productId}` }} className="button">
            {t('reviews.logInToWrite')}
          </Link>
        ) : reviewedByReader ? (
          <p className={styles.hint}>{t('reviews.reviewedThanks')}</p>
        ) : (
          <button
            type="button"
            className="button"
            onClick={() => setFormOpen((open) => !open)}
            aria-expanded={formOpen}
            aria-controls="review-form"
          >
            {t('reviews.write')}
          </button>
        )}
        {shown && shown.total > 0 && (
          <SelectField
            id="review-sort"
            className={styles.sort}
            label={t('reviews.sortLabel')}
            value={sort}
            onChange={(option) => {
              setSort(option);
              setPage(1);
            }}
            options={REVIEW_SORTS}
            optionLabel={(option) => t(`reviews.sorts.${option}`)}
          />
        )}
      </div>

      {user && (
        <ReviewForm productId={productId} open={formOpen && !reviewedByReader} onSubmitted={() => void reviewAdded()} />
      )}

      <div aria-live="polite" aria-busy={list.status === 'loading'}>
        {list.status === 'error' && (
          <p className={styles.error}>
            {t('reviews.listFailed')}{' '}
            <button type="button" className="button secondary" onClick={retry}>
              {t('reviews.tryAgain')}
            </button>
          </p>
        )}
        {list.status === 'loading' && !shown && <p className={styles.hint}>{t('reviews.listLoading')}</p>}
        {shown && shown.total === 0 && list.status === 'ready' && <p className={styles.empty}>{t('reviews.none')}</p>}
        {shown && shown.total > 0 && (
          <>
            <ul className={styles.reviews} data-loading={list.status === 'loading'}>
              {shown.reviews.map((review) => (
                <ReviewItem
                  key={review._id}
                  review={review}
                  byReader={review.userId === user?._id}
                  votedByReader={shown.votedReviewIds.includes(review._id)}
                  onHelpful={() => void markHelpful(review._id)}
                />
              ))}
            </ul>
            <Pager page={shown.page} totalPages={shown.totalPages} onPage={setPage} label={t('reviews.pages')} />
          </>
        )}
      </div>
    </section>
  );
}
