import { Logo } from '@/components/logo';
import { useConfig } from '@/features/app-config/api/get-config';

/** The logo with the product name this installation reports (GET /api/config). */
export function AppLogo({ size, inverted }: { size?: number; inverted?: boolean }) {
  const { data } = useConfig();
  return <Logo size={size} inverted={inverted} name={data?.productName} />;
}
