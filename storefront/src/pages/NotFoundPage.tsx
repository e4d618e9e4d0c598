import { Link } from '../router/router';
import { usePageMeta } from '../seo/usePageMeta';

export default function NotFoundPage() {
  usePageMeta({ title: 'Page not found', noindex: true });
  return (
    <section className="container" style={{ padding: '3rem 1rem' }}>
      <h1>Page not found</h1>
      <p>The page you were looking for is not here.</p>
      <Link className="button" to="/products">
        Browse Products
      </Link>
    </section>
  );
}
