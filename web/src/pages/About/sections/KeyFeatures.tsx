import { BookOpenIcon, DownloadIcon, HeartIcon, SearchIcon, ShieldCheckIcon, UploadIcon } from '../../../components/icons';
import { Section } from '../../../components/Section/Section';
import { FeatureGrid, FeatureCard, FeatureHeading, FeatureIcon, FeatureText } from '../../../components/Feature/Feature';
import { fileTypesLabel } from '../../../app/site';

const FEATURES = [
  { title: 'Easy uploads', text: `Share ${fileTypesLabel('or')} files with subject, course, semester, batch and college.`, icon: UploadIcon },
  { title: 'Smart search & filters', text: 'Find notes by keyword, or narrow them down by subject, course, semester and college.', icon: SearchIcon },
  { title: 'Admin-verified content', text: 'Every note is reviewed by our admin team before it appears in the library.', icon: ShieldCheckIcon },
  { title: 'Free downloads', text: 'Signed-in students download any approved note at no cost, as often as they need.', icon: DownloadIcon },
  { title: 'Likes & comments', text: 'Thank contributors, ask questions and help others spot the most useful notes.', icon: HeartIcon },
  { title: 'Personal dashboard', text: 'Keep track of your uploads and the notes you have saved for exam season.', icon: BookOpenIcon },
] as const;

export function KeyFeatures() {
  return (
    <Section
      eyebrow="What you get"
      title="Key Features"
      subtitle="Built around how students actually study: quickly, together, and close to exams."
      pt={{ base: '8', md: '12' }}
    >
      <FeatureGrid columns={{ base: 1, sm: 2, lg: 3 }}>
        {FEATURES.map((feature) => (
          <FeatureCard key={feature.title} gap="3" p="6" bg="bg.panel" borderColor="border">
            <FeatureIcon icon={feature.icon} size="sm" palette="teal" />
            <FeatureHeading fontSize="md">{feature.title}</FeatureHeading>
            <FeatureText fontSize="sm">{feature.text}</FeatureText>
          </FeatureCard>
        ))}
      </FeatureGrid>
    </Section>
  );
}
