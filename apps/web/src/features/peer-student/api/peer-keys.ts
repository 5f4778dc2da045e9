/** Every query of this feature starts with this key, so a save can refresh what it changed. */
export const peerStudentKey = ['peer-student'] as const;
