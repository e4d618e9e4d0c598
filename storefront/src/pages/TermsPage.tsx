import { formatPrice } from '../../../common/money';
import { nameBeforeFullStop } from '../../../common/policyRules';
import { formatPhone } from '../../../common/phone';
import { richMessage, useT } from '../i18n/I18nContext';
import { Link } from '../router/router';
import { usePageMeta } from '../seo/usePageMeta';
import { useShopPolicy } from '../shop/useShopPolicy';

/** Terms and Conditions, written from the shop's own policy so they never disagree with checkout. */
export default function TermsPage() {
  const policy = useShopPolicy();
  const t = useT();
  usePageMeta({ title: t('terms.title'), description: t('terms.metaDescription') });
  return (
    <article className="container" style={{ paddingTop: '1.5rem', maxWidth: '48rem' }}>
      <h1>{t('terms.title')}</h1>
      <p>{t('terms.appliesTo', { shop: nameBeforeFullStop(policy.shopName) })}</p>
      <h2>{t('terms.ordersTitle')}</h2>
      <p>{t('terms.ordersText')}</p>
      <h2>{t('terms.paymentTitle')}</h2>
      <p>{t('terms.paymentText')}</p>
      <h2>{t('terms.deliveryTitle')}</h2>
      <p>
        {t('terms.deliveryText', { fee: formatPrice(policy.shippingFee) })}{' '}
        {t('terms.freeDelivery', { count: policy.freeShippingMinItems })}
      </p>
      <h2>{t('terms.returnsTitle')}</h2>
      <p>{t('terms.returnsText', { count: policy.returnWindowDays })}</p>
      <h2>{t('terms.accountTitle')}</h2>
      <p>{t('terms.accountText')}</p>
      <h2>{t('terms.contactTitle')}</h2>
      {/* Only what the owner has entered: never a made-up number or address (issue 24). */}
      <p data-testid="terms-contact">
        {[
          policy.contact.address,
          policy.contact.phone && `${formatPhone(policy.contact.phone)} (${policy.contact.hours})`,
          policy.contact.email,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p>{richMessage('terms.writeToUs', { link: <Link to="/contact">{t('terms.contactPage')}</Link> })}</p>
    </article>
  );
}
