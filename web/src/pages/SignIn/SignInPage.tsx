import { ComingSoon } from '../../components/ComingSoon/ComingSoon';

export default function SignInPage() {
  return <ComingSoon title="Sign In" />;
}
