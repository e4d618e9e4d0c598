import { useShopPolicy } from '../shop/useShopPolicy';

export default function Footer() {
  const { shopName } = useShopPolicy();
  return (
    <footer style={{ padding: '2rem 1rem', textAlign: 'center', color: 'var(--muted)' }}>
      © {new Date().getFullYear()} {shopName}. All rights reserved.
    </footer>
  );
}
