import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { ClosingCallToAction, HomeHero, WhySection } from './home-sections';

export function HomePage() {
  usePageTitle('Sensory-friendly places, reviewed by families');
  const navigate = useNavigate();
  return (
    <>
      <HomeHero searchSlot={null} />
      <WhySection />
      <ClosingCallToAction onShareExperience={() => navigate('/review')} />
    </>
  );
}
