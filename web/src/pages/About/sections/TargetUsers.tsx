import { ClockIcon, LightbulbIcon, UploadIcon } from '../../../components/icons';
import { Section } from '../../../components/Section/Section';
import { FeatureGrid, FeatureCard, FeatureHeading, FeatureIcon, FeatureText } from '../../../components/Feature/Feature';

const AUDIENCES = [
  {
    title: 'Busy learners who missed lectures',
    text: 'Illness, clashes or a part-time job: catch up on what you missed with notes from students who were there.',
    icon: ClockIcon,
    palette: 'brand',
  },
  {
    title: 'Contributors',
    text: 'Turn the notes you already write into help for juniors everywhere, and get feedback from peers.',
    icon: UploadIcon,
    palette: 'teal',
  },
  {
    title: 'Knowledge seekers',
    text: 'Curious about another course or college? Explore how other students learn the same subjects.',
    icon: LightbulbIcon,
    palette: 'orange',
  },
] as const;

export function TargetUsers() {
  return (
    <Section
      eyebrow="Who it is for"
      title="Made for Every Kind of Student"
      subtitle="Whether you are catching up, giving back or simply curious, there is a place for you."
      bg="bg.panel"
    >
      <FeatureGrid columns={{ base: 1, md: 3 }}>
        {AUDIENCES.map((audience) => (
          <FeatureCard key={audience.title}>
            <FeatureIcon icon={audience.icon} palette={audience.palette} />
            <FeatureHeading>{audience.title}</FeatureHeading>
            <FeatureText>{audience.text}</FeatureText>
          </FeatureCard>
        ))}
      </FeatureGrid>
    </Section>
  );
}
