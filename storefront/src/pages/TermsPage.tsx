import { formatPrice } from '../../../common/money';
import { freeShippingMessage, nameBeforeFullStop } from '../../../common/policyRules';
import { useShopPolicy } from '../shop/useShopPolicy';
import { usePageMeta } from '../seo/usePageMeta';
import { Link } from '../router/router';
import { formatPhone } from '../../../common/phone';

/** Terms and Conditions, written from the shop's own policy so they never disagree with checkout. */
export default function TermsPage() {
  const policy = useShopPolicy();
  usePageMeta({ title: 'Terms and Conditions', description: 'Delivery, payment and returns: the terms of buying from the shop.' });
  return (
    <article className="container" style={{ paddingTop: '1.5rem', maxWidth: '48rem' }}>
      <h1>Terms and Conditions</h1>
      <p>These terms apply to every order placed with {nameBeforeFullStop(policy.shopName)}.</p>
      <h2>Orders and prices</h2>
      <p>Prices are in Pakistani rupees and include all taxes. An order is confirmed once we accept it; we may cancel an order if an item sells out, and tell you if we do.</p>
      <h2>Payment</h2>
      <p>We accept cash on delivery and bank transfer. For bank transfer, send us the receipt with your order reference; we dispatch once the payment reaches us.</p>
      <h2>Delivery</h2>
      <p>
        We deliver within Pakistan only. Delivery costs {formatPrice(policy.shippingFee)}. {freeShippingMessage(policy)}
      </p>
      <h2>Returns</h2>
      <p>You may return unworn shirts with their tags within {policy.returnWindowDays} days of delivery. Contact us with your order reference to arrange it.</p>
      <h2>Your account and data</h2>
      <p>Keep your password to yourself. We use your details only to deliver your orders and answer your messages; we do not sell them to anyone.</p>
      <h2>Contact</h2>
      {/* Only what the owner has entered: never a made-up number or address (issue 24). */}
      <p data-testid="terms-contact">{[policy.contact.address, policy.contact.phone && `${formatPhone(policy.contact.phone)} (${policy.contact.hours})`, policy.contact.email].filter(Boolean).join(' · ')}</p>
      <p>
        Or write to us on the <Link to="/contact">contact page</Link>.
      </p>
    </article>
  );
}
