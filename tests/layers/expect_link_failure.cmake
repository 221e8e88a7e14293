# Builds gputco_ui_layer_violation and passes only when the link fails on the dialog's function
# (a compile error, or a link that succeeds, fails the test: either means the check proves
# nothing).
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} --target gputco_ui_layer_violation
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(all "${out}${err}")
if(result EQUAL 0)
  message(FATAL_ERROR "a document file that uses a dialog linked: the layers are not kept")
endif()
# GNU ld says "undefined reference to `X'", lld "undefined symbol: X".
if(NOT all MATCHES "(undefined reference to [`']|undefined symbol: )gputco::ui::Prompts::askedCount\\(\\)")
  message(FATAL_ERROR "the build failed, but not on the dialog's function:\n${all}")
endif()
message(STATUS "refused as it should be: gputco::ui::Prompts::askedCount() is undefined without the dialogs layer")
