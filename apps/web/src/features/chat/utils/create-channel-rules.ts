import type { ChannelCategory, ChannelType, CreateChannelBody } from '@capstone/contracts';

export interface CreateChannelValues {
  category: ChannelCategory | '';
  channel_type: ChannelType | '';
  name: string;
  project: string;
  group: string;
  client: string;
}

export const EMPTY_CHANNEL_VALUES: CreateChannelValues = {
  category: '',
  channel_type: '',
  name: '',
  project: '',
  group: '',
  client: '',
};

export type CreateChannelErrors = Partial<Record<keyof CreateChannelValues, string>>;

/** Which fields the form shows for the chosen category and type. */
export function visibleChannelFields(values: CreateChannelValues) {
  const { category, channel_type } = values;
  return {
    channelType: category === 'course' || category === 'project',
    name: category === 'course' || category === 'project',
    project: category === 'project',
    group: category === 'project' && channel_type === 'text',
    client: category === 'client',
  };
}

/**
 * Channel creation rules: category required; type for course and project; name for non-client; a
 * project for the project category and, for a text channel, a group; a client for the client
 * category. Fields the category hides are not checked.
 */
export function validateChannel(values: CreateChannelValues): CreateChannelErrors {
  const errors: CreateChannelErrors = {};
  if (!values.category) {
    errors.category = 'Category is required';
    return errors;
  }
  const shown = visibleChannelFields(values);
  if (shown.channelType && !values.channel_type) errors.channel_type = 'Type is required';
  if (shown.name && !values.name.trim()) errors.name = 'Name is required';
  if (shown.project && !values.project) errors.project = 'Project is required';
  if (shown.group && !values.group) errors.group = 'Group is required';
  if (shown.client && !values.client) errors.client = 'Client is required';
  return errors;
}

/** The request body: fields the category does not use are sent as null. */
export function toCreateChannelBody(values: CreateChannelValues): CreateChannelBody {
  const shown = visibleChannelFields(values);
  const pick = (isShown: boolean, value: string) => (isShown && value.trim() ? value.trim() : null);
  return {
    category: values.category || null,
    channel_type: pick(shown.channelType, values.channel_type),
    name: pick(shown.name, values.name),
    project: pick(shown.project, values.project),
    group: pick(shown.group, values.group),
    client: pick(shown.client, values.client),
  };
}
