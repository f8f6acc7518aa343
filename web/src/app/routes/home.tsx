import { useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-provider';
import { useAuthDialog } from '../../features/auth/components/auth-dialog';
import { usePageTitle } from '../../lib/use-page-title';
import { ClosingCallToAction, HomeHero, WhySection } from './home-sections';

export function HomePage() {
  usePageTitle('Sensory-friendly places, reviewed by families');
  const navigate = useNavigate();
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const shareExperience = () => (user ? navigate('/review') : openAuthDialog('signin'));

  return (
    <>
      <HomeHero searchSlot={null} />
      <WhySection />
      <ClosingCallToAction onShareExperience={shareExperience} />
    </>
  );
}
