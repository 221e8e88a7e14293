# Import of public price catalogs (issue #19): the readers and the preview, part of
# gputco_library. Included from model/io/library/CMakeLists.txt.
target_sources(gputco_library PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/../catalog_preview.cpp
  ${CMAKE_CURRENT_LIST_DIR}/public_catalog.cpp
  ${CMAKE_CURRENT_LIST_DIR}/gpu_names.cpp
  ${CMAKE_CURRENT_LIST_DIR}/json_stream.cpp
  ${CMAKE_CURRENT_LIST_DIR}/yaml_subset.cpp
  ${CMAKE_CURRENT_LIST_DIR}/skypilot_csv.cpp
  ${CMAKE_CURRENT_LIST_DIR}/gcp_yaml.cpp
  ${CMAKE_CURRENT_LIST_DIR}/aws_offer.cpp)
