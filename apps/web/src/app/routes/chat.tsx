import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { CHAT_TEXTS } from '@/features/chat/utils/chat-texts';
import { useAuth } from '@/lib/auth';

/** /chat: the channels of the selected course. */
export function ChatRoute() {
  const { session, subcourse } = useAuth();
  if (!session || !subcourse) return <NoCourseSelected title={CHAT_TEXTS.title} />;
  return <ChatScreen key={`${session.id}:${subcourse}`} courseId={subcourse} session={session} />;
}
