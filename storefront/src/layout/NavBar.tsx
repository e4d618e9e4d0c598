import { NavLink } from 'react-router-dom';
import { useCart } from '../cart/CartContext';

export default function NavBar() {
  const { count } = useCart();
  return (
    <header>
      <nav aria-label="Main" className="container" style={{ display: 'flex', gap: '1rem', padding: '1rem' }}>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/products">Products</NavLink>
        <NavLink to="/contact">Contact</NavLink>
        <NavLink to="/cart">Cart{count > 0 ? ` (${count})` : ''}</NavLink>
        <NavLink to="/login">Login</NavLink>
      </nav>
    </header>
  );
}
