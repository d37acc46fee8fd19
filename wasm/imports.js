// The module's one import beyond Emscripten's: env.sat_now, the host's millisecond clock for the step's profile
// (web/loader.js passes performance.now). Declared here so that the link knows it is the host's to give.
mergeInto(LibraryManager.library, {
	sat_now: function () {
		return 0;
	},
});
