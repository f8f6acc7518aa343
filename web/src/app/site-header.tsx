import { Link } from 'react-router';
import { Button } from '../components/ui/button';

export function SiteHeader() {
  return (
    <header className="border-b border-line bg-surface">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3"
      >
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          CalmPath
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to="/provider-signup"
            className="rounded-lg px-3 py-2 font-medium text-brand-800 hover:bg-brand-50"
          >
            List Your Business
          </Link>
          <Link
            to="/suggest-business"
            className="rounded-lg px-3 py-2 font-medium text-brand-800 hover:bg-brand-50"
          >
            Nominate a Business
          </Link>
          <Button variant="primary" size="sm">
            Sign In
          </Button>
        </div>
      </nav>
    </header>
  );
}
