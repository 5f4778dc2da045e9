/** Common English function words. */
const ENGLISH = `a about above after again against all also am an and any are as at be because been
before being below between both but by can could did do does doing down during each even every few
for from further get got had has have having he her here hers herself him himself his how i if in
into is it its itself just let like made make many may me might more most much must my myself need
no nor not now of off on once only or other our ours ourselves out over own per please quite rather
really same shall she should so some such than that the their theirs them themselves then there these
they this those through to too under until up upon us use used using very via want was we well were
what when where which while who whom why will with within without would yet you your yours yourself
yourselves etc eg ie able across along already although among another anyone anything around away
become becomes done either else enough ever everything however instead least less lot lots maybe
mostly neither never next nothing often one ones onto others perhaps several since something still
thing things though thus together towards try unless whether whose`;

/**
 * Words every capstone text contains. Without them any two pitches look alike, so they are
 * dropped like function words (the previous system had the same list idea).
 */
const DOMAIN = `system systems software project projects application applications app apps solution
solutions develop developing development developed build building built create creating created
team teams student students client clients group groups work working experience experiences
platform platforms tool tools user users goal goals aim aims provide provides providing help helps
interested interest interests skill skills knowledge good great new based include
includes including able requirement requirements implement implementing implementation feature
features believe think would like also strong background`;

/** Stop words (lower case, unstemmed). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `${ENGLISH} ${DOMAIN}`.split(/\s+/).filter((w) => w !== ''),
);
