import type { BrandKey } from '@lamplighter/contract';
import { Navigate } from 'react-router';
import { tokens } from '../../../shared/api/api';
import { LoginPage } from './login-page';

/** With a token, a sign-in page leads home. */
export function LoginRoute({ brand }: { brand: BrandKey }) {
  if (tokens.get()) return <Navigate to="/" replace />;
  return <LoginPage brand={brand} />;
}
