// The house rules `npm run lint` checks (docs/ARCHITECTURE.md explains each room):
// - no import circles in the server, the allocation engine or the peer scoring;
// - the shared layers of the server never reach into a domain module, so a module can be read,
//   moved or deleted without touching them (app.ts and modules/index.ts wire the modules in);
// - a web feature never imports another feature, and shared web code imports no feature:
//   what two features share lives in api/ (endpoints several features read), components/ or lib/.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: split the shared part into a file both can import.',
      from: { path: '^(apps/server/src|packages/allocation/src|packages/peer/src)/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'layers-never-import-modules',
      severity: 'error',
      comment:
        'A shared layer imports a domain module. Move the shared piece into the layer, or let the module hand it in (modules/index.ts).',
      from: {
        path: '^apps/server/src/(plugins|realtime|lib|policies|access|db|auth|config|jobs|mail)/',
      },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'features-never-import-features',
      severity: 'error',
      comment:
        'A web feature imports another feature: move what both need to api/, components/ or lib/, or compose the two in the screen (app/routes).',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-web-never-imports-features',
      severity: 'error',
      comment: 'Shared web code (api, components, lib, config) imports a feature.',
      from: { path: '^apps/web/src/(api|components|lib|config)/' },
      to: { path: '^apps/web/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|\\.test\\.tsx?$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
