export * from './common/constants';
export * from './common/messages';
export * from './common/patterns';
export * from './common/fields';
export * from './accounts/account-schemas';
export * from './accounts/profile-schemas';
export * from './courses/course-schemas';
