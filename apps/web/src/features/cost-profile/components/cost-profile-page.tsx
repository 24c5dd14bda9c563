import { Container } from '@mantine/core';
import { CostProfileSection } from './cost-profile-section';

/** The cost profile's own page, under Preferences (decision 058). */
export function CostProfilePage() {
  return (
    <Container size="md" py="md">
      <CostProfileSection titleOrder={1} />
    </Container>
  );
}
