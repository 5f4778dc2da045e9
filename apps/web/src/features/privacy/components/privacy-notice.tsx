import { Anchor, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { getPublicConfigQueryOptions } from '@/lib/institution';
import { privacyFacts, type ContactLink } from '../utils/privacy-facts';

function Contact({ contact }: { contact: ContactLink }) {
  if (contact.kind === 'text') return <>{contact.text}</>;
  return (
    <Anchor
      href={contact.href}
      underline="always"
      {...(contact.kind === 'url' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {contact.text}
    </Anchor>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} fz="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Where "Download my data" and "Delete account" are: the caller's own profile page. */
function ProfileLink() {
  const { session } = useAuth();
  if (session?.user === 'student') {
    return (
      <Anchor component={Link} to={paths.studentProfile.getHref()} underline="always">
        your profile
      </Anchor>
    );
  }
  if (session?.user === 'client') {
    return (
      <Anchor component={Link} to={paths.clientProfile.getHref()} underline="always">
        your profile
      </Anchor>
    );
  }
  return <>your profile (after you log in)</>;
}

/**
 * The privacy notice: what is stored, why, for how long, who sees it, the rights of the people it
 * is about, and how the allocation suggestion works. Built from the server's settings
 * (`PRIVACY_OPERATOR`, `PRIVACY_CONTACT`, `RETENTION_DAYS`).
 */
export function PrivacyNotice() {
  const config = useQuery(getPublicConfigQueryOptions());
  if (config.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={36} width="60%" />
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={96} />
        ))}
      </Stack>
    );
  }
  const facts = privacyFacts(config.data?.privacy);
  const contact = <Contact contact={facts.contact} />;

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>Privacy notice</Title>
        <Text>
          Capstone matches student groups with industry projects in capstone courses. It is run by{' '}
          <strong data-testid="privacy-operator">{facts.operator}</strong>, which decides what it is
          used for. Questions and requests about your data go to{' '}
          <span data-testid="privacy-contact">{contact}</span>.
        </Text>
      </Stack>

      <Section id="privacy-stored" title="What we store and why">
        <List spacing="xs">
          <List.Item>
            <strong>Your account</strong>: name, email, and for students and staff the university
            id; a password only as a one-way hash; for students the year, a photo and experiences
            you add; for clients the company details, phone and contact hours. We use it to sign you
            in and to show staff and course-mates who you are.
          </List.Item>
          <List.Item>
            <strong>Your place in each course offering</strong>: your tutorial, your group (its
            name, bio, goal and links), the projects you and your group rank with the pitches
            written for them, your wishlist, and the project your group is allocated. We use it to
            form groups and allocate projects.
          </List.Item>
          <List.Item>
            <strong>Chat and email</strong>: your posts and replies in the offering&apos;s channels,
            and the emails we send you (sign-in codes, notices about replies and allocations). We
            use them for course communication.
          </List.Item>
          <List.Item>
            <strong>An activity log</strong> of staff actions (imports, allocations, approvals,
            deletions): who acted, what and when, with ids and counts but never names, emails,
            passwords or messages. We keep it so staff actions can be accounted for.
          </List.Item>
          <List.Item>
            <strong>Projects</strong> that clients submit, with their answers to the course&apos;s
            questions.
          </List.Item>
        </List>
      </Section>

      <Section id="privacy-who" title="Who can see it">
        <List spacing="xs">
          <List.Item>
            <strong>Staff of your offering</strong> (course admins and tutors): your profile with
            email and id, your tutorial, group, rankings, pitches and allocation.
          </List.Item>
          <List.Item>
            <strong>Other students of the offering</strong>: your name, year, photo and experiences,
            and the groups with their members&apos; names. Your group-mates also see your
            group&apos;s page, wishlists and group chat.
          </List.Item>
          <List.Item>
            <strong>Clients</strong>: the groups allocated to their projects, and the posts in their
            projects&apos; channels.
          </List.Item>
          <List.Item>Nobody else: the data is not sold or shared outside the course.</List.Item>
        </List>
      </Section>

      <Section id="privacy-retention" title="How long we keep it">
        <Text data-testid="privacy-retention">
          The personal data of a course offering (enrolments, groups, rankings, pitches, wishlists,
          chat and the emails about it) is due for deletion <strong>{facts.retention}</strong> after
          the offering is archived. A course admin then deletes it, or postpones the deletion for a
          recorded reason (for example, an open appeal) by at most a year at a time. Your account
          stays until you delete it. The activity log is kept, but holds no personal details.
        </Text>
      </Section>

      <Section id="privacy-allocation" title="How the allocation suggestion works">
        <Text>
          Staff can ask the software to suggest which project each group gets. This is an automated
          suggestion, not a decision:
        </Text>
        <List spacing="xs">
          <List.Item>
            <strong>Its inputs</strong> are each group&apos;s ranking of projects and the pitches
            written for them, each project&apos;s capacity, and how similar the words of a
            group&apos;s pitches are to the project&apos;s required skills and background. It does
            not use grades, your photo or anything else about you.
          </List.Item>
          <List.Item>
            <strong>What it aims for</strong>: as many groups placed as possible, then the fairest
            outcome (no group with a worse choice than needed, then the best choices overall);
            similarity only breaks ties. Groups that have not ranked projects are not placed unless
            staff allow it.
          </List.Item>
          <List.Item>
            <strong>Staff decide</strong>: nothing is saved until staff review the suggestion on the
            allocation board, where they may change any placement before they publish it.
          </List.Item>
          <List.Item>
            <strong>Each group&apos;s explanation</strong> is available: one sentence such as
            &quot;Got its 2nd choice; its 1st choice was filled by groups that ranked it 1st.&quot;
            Ask your course staff for your group&apos;s; it is also in your data download.
          </List.Item>
        </List>
      </Section>

      <Section id="privacy-rights" title="Your rights">
        <List spacing="xs">
          <List.Item>
            <strong>See and download</strong> what we hold about you: &quot;Download my data&quot;
            on <ProfileLink />.
          </List.Item>
          <List.Item>
            <strong>Correct</strong> your details by editing your profile.
          </List.Item>
          <List.Item>
            <strong>Delete</strong> your account: &quot;Delete account&quot; on your profile. Your
            posts then show as &quot;Deleted user&quot;.
          </List.Item>
          <List.Item>
            <strong>Ask, object or complain</strong>, including about the allocation: {contact}.
          </List.Item>
        </List>
      </Section>
    </Stack>
  );
}
