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

/** Where "Download my data" is: the caller's own profile page (staff: the profile menu). */
function ProfileLink() {
  const { session } = useAuth();
  if (session?.user === 'staff') return <>the profile menu at the top right</>;
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
          Capstone matches student groups with industry projects in capstone courses.{' '}
          {facts.operator ? (
            <>
              It is run by <strong data-testid="privacy-operator">{facts.operator}</strong>, which
              decides what it is used for.
            </>
          ) : (
            <span data-testid="privacy-operator">
              It is run by the organisation that offers your course, which decides what it is used
              for; your course staff can tell you which organisation that is.
            </span>
          )}{' '}
          Questions and requests about your data go to{' '}
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
          <List.Item data-testid="privacy-sign-in-links">
            <strong>University and LMS sign-in links</strong>: when you sign in with your university
            or open Capstone from your course in an LMS (such as Moodle or Canvas), which account
            there is yours (the id the university or the LMS uses for you), when the link was made
            and when it was last used. We use it to sign you in without a password.
          </List.Item>
          <List.Item>
            <strong>Sign-in codes</strong> we email you (for verifying your email, resetting a
            password or activating an imported account), kept only as one-way hashes, with the
            network (IP) address that asked for a verification or reset code. Each new code replaces
            the last one.
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
          <List.Item data-testid="privacy-activity-log">
            <strong>An activity log</strong> of staff actions (imports, allocations, approvals,
            removals, data exports and deletions) and of your own data downloads and account
            deletion: who acted (by account id), what, when, and for staff actions the network (IP)
            address the staff member acted from. It holds ids, counts and settings, never names,
            emails, university ids, passwords or messages. We keep it so that staff actions can be
            accounted for.
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
            email and id, your tutorial, group, rankings, pitches and allocation, and how you sign
            in (password, university or LMS).
          </List.Item>
          <List.Item>
            <strong>Course admins of your offering</strong>: its activity log, with the network
            address of each staff action.
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
          stays until you delete it; deleting it also removes your sign-in links and codes.
        </Text>
        <Text data-testid="privacy-log-retention">
          The activity log is kept for good: nothing in Capstone can change or delete an entry, not
          even when the offering&apos;s data or your account is deleted. That is why it names people
          only by account id (a deleted account shows as &ldquo;Deleted user&rdquo;); the network
          address of each staff action stays in it too. Counters that slow down repeated sign-in
          attempts are kept per network address for at most an hour.
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
          <List.Item data-testid="privacy-delete">
            <strong>Delete</strong> your account, if you are a student or a client: &quot;Delete
            account&quot; on your profile. Your posts then show as &quot;Deleted user&quot;. Staff
            accounts have no such button, since they are records of the courses taught: staff ask a
            course admin of their course, or write to {contact}.
          </List.Item>
          <List.Item>
            <strong>Ask, object or complain</strong>, including about the allocation: {contact}.
          </List.Item>
        </List>
      </Section>
    </Stack>
  );
}
