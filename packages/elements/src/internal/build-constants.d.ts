/** The package version, replaced by the package build (tsup `define`); undeclared in builds from source. */
declare const __TRIPSIGHT_VERSION__: string | undefined;
