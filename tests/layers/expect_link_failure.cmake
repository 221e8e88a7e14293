# Builds TARGET and passes only when the link fails on SYMBOL (a regular expression of the
# function's name); WHAT says what TARGET tries. A compile error, or a link that succeeds, fails
# the test: either means the check proves nothing.
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} --target ${TARGET}
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(all "${out}${err}")
if(result EQUAL 0)
  message(FATAL_ERROR "${WHAT} linked: the layers are not kept")
endif()
# GNU ld says "undefined reference to `X'", lld "undefined symbol: X".
if(NOT all MATCHES "(undefined reference to [`']|undefined symbol: )${SYMBOL}")
  message(FATAL_ERROR "the build failed, but not on ${SYMBOL}:\n${all}")
endif()
string(REPLACE "\\" "" shown "${SYMBOL}")
message(STATUS "refused as it should be: ${WHAT} does not link (${shown} is undefined)")
